"use client";

import { useEffect } from "react";

const PREFIX = /^\(\d+\) /;

/** "(3) Enquiries" in the tab's title; Next sets the title on each navigation, hence the observer. */
export function TitleCount({ count }: { count: number }) {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, "");
      const next = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [count]);
  return null;
}
