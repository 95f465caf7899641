import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { renderScope } from './render-scope';

/**
 * The app's router (issue 16): flat paths under one layout, links, navigation, the query and
 * how the page was reached, on the History API, in the browser or for one server render. It
 * replaced React Router (12 KB of the first load; the app used this much of it) and keeps its
 * names and its history entries (`{ usr, key, idx }`), so screens read the same.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`). */
  state: unknown;
  /** Unique per history entry ('default' for the first). */
  key: string;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface RouterValue {
  location: Location;
  type: NavigationType;
  navigate(to: string | number, options?: NavigateOptions): void;
}

const RouterContext = createContext<RouterValue | null>(null);
const OutletContext = createContext<ReactNode>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('outside a router');
  return router;
}

interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entry = (): HistoryEntry => (window.history.state ?? {}) as HistoryEntry;

function browserLocation(): Location {
  const { usr = null, key = 'default' } = entry();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: usr, key };
}

/** The router of the page in the browser: the address bar and the History API. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ location: Location; type: NavigationType }>(() => {
    // The first entry is counted from 0, as back buttons read it (use-back.ts).
    if (entry().idx === undefined) window.history.replaceState({ ...entry(), usr: null, key: 'default', idx: 0 }, '');
    return { location: browserLocation(), type: 'POP' };
  });
  useEffect(() => {
    const onPop = () => startTransition(() => setState({ location: browserLocation(), type: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const next: HistoryEntry = {
      usr: options.state ?? null,
      key: Math.random().toString(36).slice(2, 10),
      idx: (entry().idx ?? 0) + (options.replace ? 0 : 1),
    };
    if (options.replace) window.history.replaceState(next, '', to);
    else window.history.pushState(next, '', to);
    // A transition: the screen shown stays until the next one's code is here.
    startTransition(() => setState({ location: browserLocation(), type: options.replace ? 'REPLACE' : 'PUSH' }));
  }, []);
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router of one server render: the address asked for, and no navigation (a redirect is the browser's). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(() => {
    const url = new URL(location, 'http://server');
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
      type: 'POP',
      navigate: () => {},
    };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().type;

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

type SearchInit = Record<string, string> | URLSearchParams;

/** The page's query, and a setter (values, or a change of the current ones) that keeps the path. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const values = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const search = new URLSearchParams(values).toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [navigate, location.pathname, location.search],
  );
  return [params, set];
}

/** Goes to `to` once drawn. A server render cannot: it leaves the page to the browser (issue 16). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const scope = renderScope.current();
  if (scope) scope.redirected = true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, where it is drawn
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

/** A real link (it works before the app has the page, and opens in a new tab), followed by the app. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}

const normalised = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** A link marked `active` (class) and `aria-current="page"` while its path is the page's. */
export function NavLink({ className, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const here = normalised(pathname);
  const target = normalised(props.to.split('?')[0] ?? '');
  const active = here === target || here.startsWith(`${target}/`);
  return (
    <Link
      {...props}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}

interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of <Routes>: a path and what it shows (or, without a path, the layout of its children). */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** Where a layout shows the matched screen. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/**
 * The first route whose path is the page's (paths are exact; case and a trailing slash do not
 * count; `*` takes any), drawn inside the layouts around it.
 */
export function Routes({ children }: { children: ReactNode }) {
  const here = normalised(useLocation().pathname);
  const match = (nodes: ReactNode): ReactNode | undefined => {
    for (const node of Children.toArray(nodes)) {
      if (!isValidElement<RouteProps>(node)) continue;
      const { path, element, children: inner } = node.props;
      if (path === undefined) {
        const found = match(inner);
        if (found !== undefined) return <OutletContext.Provider value={found}>{element}</OutletContext.Provider>;
      } else if (path === '*' || normalised(path) === here) return element ?? null;
    }
    return undefined;
  };
  return <>{match(children) ?? null}</>;
}
