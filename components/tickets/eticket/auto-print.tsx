"use client";

import { useEffect } from "react";

/** The print view prints itself once, when the page (barcodes and logo included) has loaded. */
export function AutoPrint() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const print = () => {
      timer = setTimeout(() => window.print(), 250);
    };
    if (document.readyState === "complete") print();
    else window.addEventListener("load", print, { once: true });
    return () => {
      window.removeEventListener("load", print);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return null;
}

/**
 * The root layout draws the site header (app chrome); the print view and paper leave it out.
 * Plain CSS, scoped by the header's own Account navigation.
 */
export function PrintChromeStyle({ isPrintView }: { isPrintView: boolean }) {
  const hideHeader = 'header:has(nav[aria-label="Account"]){display:none !important}';
  const css = isPrintView ? `${hideHeader} main{max-width:none !important;padding:0.5rem !important}` : `@media print{${hideHeader} main{max-width:none !important;padding:0 !important}}`;
  return <style>{css}</style>;
}
