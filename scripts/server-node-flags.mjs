/**
 * Node flags the server runs with (npm start, the benchmark; use them in production too).
 * A small young generation: the server's garbage is short-lived request objects, and V8's default
 * semi-spaces keep tens of MB resident for no gain. Measured with `npm run bench`: the same
 * requests per second, idle RSS 260 -> ~195 MB on PGlite and 144 -> ~125 MB on PostgreSQL.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
