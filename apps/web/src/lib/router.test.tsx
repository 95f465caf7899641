import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, Outlet, Route, Routes, StaticRouter, useLocation, useSearchParams } from './router';

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return <i>{`${location.pathname}|${params.get('tab') ?? ''}`}</i>;
}

const app = (url: string) =>
  renderToString(
    <StaticRouter location={url}>
      <Routes>
        <Route
          element={
            <main>
              <NavLink to="/m/activity" className="item">
                promos
              </NavLink>
              <Outlet />
            </main>
          }
        >
          <Route path="/m/home" element={<Where />} />
          <Route path="/m/activity" element={<Link to="/m/home?x=1">home</Link>} />
          <Route path="*" element={<b>not found</b>} />
        </Route>
      </Routes>
    </StaticRouter>,
  );

describe('the router', () => {
  it('draws the route of the path inside its layout, whatever the case or a trailing slash', () => {
    expect(app('/m/home?tab=fav')).toContain('<i>/m/home|fav</i>');
    expect(app('/M/Home/')).toContain('<i>/M/Home/|</i>');
    expect(app('/m/nowhere')).toContain('<b>not found</b>');
    expect(app('/m/home')).toMatch(/^<main>/);
  });

  it('writes real links, and marks the one of the page', () => {
    const page = app('/m/activity');
    expect(page).toContain('<a href="/m/home?x=1">home</a>');
    expect(page).toContain('<a class="item active" aria-current="page" href="/m/activity">promos</a>');
    expect(app('/m/home')).toContain('<a class="item" href="/m/activity">promos</a>');
    expect(app('/m/activityInfo')).toContain('<a class="item" href="/m/activity">promos</a>');
  });
});
