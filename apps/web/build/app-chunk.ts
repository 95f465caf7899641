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
const LANDING = [
  { group: 'home-shared', screen: '/src/app/routes/home.tsx' },
  { group: 'games-shared', screen: '/src/features/games/routes/game-list-screen.tsx' },
] as const;

export interface ChunkGroup {
  name: string;
  test(id: string): boolean;
  includeDependenciesRecursively: false;
}

/**
 * The chunks of the first load (issue 16). Left to itself, the bundler puts each set of modules
 * that a distinct set of screens shares in a chunk of its own: home's first load came as fifteen
 * scripts, the game list's as thirteen, each paying its own names and compression start (joined,
 * 2.2 and 2.7 KB less). So:
 *
 * - `app`: every module the app's code imports, directly or not, and those both landing screens
 *   use (game icons, the category menu, the game launcher);
 * - `home-shared`, `games-shared`: what one landing screen shares with other screens (formats,
 *   the channel marks, the game grid, lists' footers). Another screen that uses one of them
 *   loads that chunk (a few KB), not the landing screen's own, which stays its chunk.
 *
 * (Taking into the app what either landing screen shares with any other made the game list 3 KB
 * heavier with home's parts; what any two server-drawn screens share, 50 KB, with the forms'.)
 *
 * Each group's `test` is filled once the module graph is known. A group takes only these (not
 * their imports too): the page's entry shares the bundler's chunk loader with the app, which
 * would then come with the entry, before the first paint.
 */
export function appChunks(): { plugin: Plugin; groups: ChunkGroup[] } {
  const members = new Map<string, string>();
  const group = (name: string): ChunkGroup => ({
    name,
    test: (id) => members.get(id) === name,
    includeDependenciesRecursively: false,
  });
  return {
    groups: [group('app'), ...LANDING.map((landing) => group(landing.group))],
    plugin: {
      name: 'playdeck-app-chunks',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const info = (id: string) => this.getModuleInfo(id);
        const find = (suffix: string) => {
          const id = ids.find((candidate) => candidate.endsWith(suffix));
          if (!id) throw new Error(`app-chunk: ${suffix} is not in the build`);
          return id;
        };
        /** What `from` imports statically, directly or not (what loads with it). */
        const reach = (...from: string[]) => {
          const found = new Set<string>();
          for (let id = from.pop(); id !== undefined; id = from.pop()) {
            if (found.has(id)) continue;
            found.add(id);
            from.push(...(info(id)?.importedIds ?? []));
          }
          return found;
        };
        const routeModules = new Map<string, string>();
        for (const id of ids) {
          const file = API_ROUTE.exec(id)?.[1];
          if (file) routeModules.set(file, id);
        }
        /** The API route modules that code in `modules` names. */
        const routesNamedIn = (modules: Iterable<string>) => {
          const named = new Set<string>();
          for (const id of modules)
            for (const [, operation] of info(id)?.code?.matchAll(ROUTE_USE) ?? []) {
              const route = routeModules.get(kebab(operation ?? ''));
              if (route) named.add(route);
            }
          return named;
        };

        const main = find(MAIN);
        // What the page's entry (boot.ts) imports stays out, and so does the bundler's own code
        // (\0 modules): the app comes after the first paint. main.tsx itself stays the chunk the
        // entry asks for (the bundler cannot hand out its exports from a group's chunk).
        const entries = ids.filter((id) => info(id)?.isEntry);
        const entry = reach(...entries);
        const groupable = (id: string) => id !== main && !entry.has(id) && !id.startsWith('\0') && !API_ROUTE.test(id);
        const landings = LANDING.map((landing) => {
          const screen = find(landing.screen);
          return { ...landing, screen, modules: reach(screen) };
        });
        const [home, games] = landings.map((landing) => landing.modules) as [Set<string>, Set<string>];

        const app = new Set([...reach(main), ...[...home].filter((id) => games.has(id))].filter(groupable));
        for (const id of routesNamedIn(app)) app.add(id);
        // A route both landing screens name goes with the app, as the modules both use do.
        const [homeRoutes, gamesRoutes] = [home, games].map(routesNamedIn) as [Set<string>, Set<string>];
        for (const id of homeRoutes) if (gamesRoutes.has(id)) app.add(id);
        for (const id of app) members.set(id, 'app');

        const lazyScreens = ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
        for (const [landing, named] of [
          [landings[0], homeRoutes],
          [landings[1], gamesRoutes],
        ] as const) {
          if (!landing) continue;
          // What any other screen (or part loaded later) loads with it.
          const elsewhere = reach(
            ...[...entries, ...lazyScreens].filter((id) => id !== landing.screen && !landing.modules.has(id)),
          );
          for (const id of landing.modules)
            if (elsewhere.has(id) && groupable(id) && !app.has(id)) members.set(id, landing.group);
          // The routes it names ride in the same chunk: alone, each is a request of 300 bytes.
          for (const id of named) if (!app.has(id)) members.set(id, landing.group);
        }
      },
    },
  };
}
