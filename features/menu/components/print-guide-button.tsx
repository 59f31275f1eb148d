"use client";

export function PrintGuideButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="needs-script cursor-pointer underline underline-offset-4 hover:text-gold print:hidden"
    >
      Print this guide
    </button>
  );
}
