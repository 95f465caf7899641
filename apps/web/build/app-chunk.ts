import type { Plugin } from 'vite';

/**
 * The API's route modules: the app imports them all through one namespace (routes.getBalance)
 * and uses a few; grouped with the app, every screen's routes would come along. The ones the
 * grouped modules name (`routes.getBalance`) join them; each would otherwise be a chunk of its own.
 */
const API_ROUTE = /[\\/]contracts[\\/]src[\\/]client[\\/]routes[\\/]([a-z0-9-]+)\.ts$/;
const ROUTE_USE = /\broutes\.([a-z][A-Za-z0-9]*)\b/g;
/** The generator's file name for an operation (scripts/generate-api-client.ts). */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The app's code, asked for after the first paint (boot.ts). */
const MAIN = '/src/main.tsx';
/** The two screens a visit lands on: home, and the game list its categories open. */
const LANDING = ['/src/app/routes/home.tsx', '/src/features/games/routes/game-list-screen.tsx'];

/**
 * What goes in the app's chunk (issue 16): every module the app's code imports, directly or
 * not, and those both landing screens use (game icons, the category menu, the game launcher).
 * They load together anyway; left to the bundler, which splits out whatever a lazy screen shares
 * with the app, they came as two dozen small chunks, each paying its own names and compression
 * start (4 KB of home's first load). A module only one of the two uses stays in that screen's
 * chunk. (Taking in what either shares with any other screen made the game list 3 KB heavier
 * with home's parts; what any two server-drawn screens share, 50 KB, with the forms'.)
 *
 * `test` is the code-splitting group's; the set is filled once the module graph is known. The
 * group takes only these (not their imports too): the page's entry shares the bundler's chunk
 * loader with the app, which would then come with the entry, before the first paint.
 */
export function appChunk(): { plugin: Plugin; test(id: string): boolean } {
  const modules = new Set<string>();
  return {
    test: (id) => modules.has(id),
    plugin: {
      name: 'playdeck-app-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const find = (suffix: string) => {
          const id = ids.find((candidate) => candidate.endsWith(suffix));
          if (!id) throw new Error(`app-chunk: ${suffix} is not in the build`);
          return id;
        };
        const reach = (...from: string[]) => {
          const found = new Set<string>();
          for (let id = from.pop(); id !== undefined; id = from.pop()) {
            if (found.has(id)) continue;
            found.add(id);
            from.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          }
          return found;
        };
        const main = find(MAIN);
        // What the page's entry (boot.ts) imports stays out, and so does the bundler's own code
        // (\0 modules): the app comes after the first paint. main.tsx itself stays the chunk the
        // entry asks for (the bundler cannot hand out its exports from a group's chunk).
        const entry = reach(...ids.filter((id) => this.getModuleInfo(id)?.isEntry));
        const groupable = (id: string) => id !== main && !entry.has(id) && !id.startsWith('\0') && !API_ROUTE.test(id);
        const [home, gameList] = LANDING.map((suffix) => reach(find(suffix)));
        for (const id of reach(main)) if (groupable(id)) modules.add(id);
        for (const id of home ?? []) if (gameList?.has(id) && groupable(id)) modules.add(id);
        const routeModules = new Map<string, string>();
        for (const id of ids) {
          const file = API_ROUTE.exec(id)?.[1];
          if (file) routeModules.set(file, id);
        }
        for (const id of [...modules])
          for (const [, operation] of this.getModuleInfo(id)?.code?.matchAll(ROUTE_USE) ?? []) {
            const route = routeModules.get(kebab(operation ?? ''));
            if (route) modules.add(route);
          }
      },
    },
  };
}
