import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for visa checklist HTML (decision 0045): the formatting the editor produces and
 * nothing else. Scripts, styles, iframes, forms, images, event handlers (on*), style attributes and
 * any URL that is not http(s), mailto or tel are removed; links open in a new tab without an opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "code", "pre", "hr", "a"],
  allowedAttributes: { a: ["href", "target", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The contents of these go with them (not kept as text).
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template"],
  transformTags: { h1: "h2" },
};

/** The second pass, over allow-listed HTML only: a link that kept its (safe) href opens in a new tab without an opener. */
const LINKS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: attribs.href ? { href: attribs.href, target: "_blank", rel: "noopener noreferrer nofollow" } : {} }),
  },
};

export function sanitizeChecklistHtml(html: string): string {
  return sanitizeHtml(sanitizeHtml(html, OPTIONS), LINKS).trim();
}

/** True when the sanitised HTML has no visible text (an empty editor, or only removed content). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, "") === "";
}
