/** The feature's catalogue (locales/<lang>/responsible-gaming.json). */
export const NS = 'responsible-gaming';
