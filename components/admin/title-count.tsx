"use client";

import { useEffect } from "react";

const PREFIX = /^\(\d+\) /;

/**
 * Puts the number of enquiries waiting for staff in front of the tab's title, "(3) Enquiries", so
 * a request is noticed from another tab. Next sets the title on each navigation, hence the observer.
 */
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
