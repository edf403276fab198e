import DOMPurify from "dompurify";

/** Product descriptions are merchant HTML shown inside the console: sanitised before display. */
export const sanitizeHtml = (html: string | null | undefined): string => DOMPurify.sanitize(html ?? "", { USE_PROFILES: { html: true } });
