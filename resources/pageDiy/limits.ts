/** Limits of a template (the designer's "必填不超过15个字", "选填不超过30个字"); the server holds the same (a unit test compares). */
export const NAME_MAX = 15;
export const TITLE_MAX = 30;
