/** User agents of Playdeck's own app shell carry this token (spec 2 Startup: in-app mode). */
export const appUserAgentPattern = /\bPlaydeckApp\/\d+(\.\d+)*/;
