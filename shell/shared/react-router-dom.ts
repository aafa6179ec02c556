/**
 * What the shell shares as `react-router-dom` (vite.config.ts aliases the name here). A shared package cannot be
 * tree-shaken, and react-router 7's whole surface (data routers, server rendering, framework mode) is 65 KB gzip
 * on every first load; this subset is 16 KB. Remotes import `react-router-dom` as usual and receive these; a
 * name a remote needs that is missing here is added here (shell/test/shared-router.test.ts checks the tree).
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Outlet,
  Navigate,
  Link,
  NavLink,
  matchPath,
  generatePath,
  createSearchParams,
  useNavigate,
  useParams,
  useLocation,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useOutletContext,
  useNavigationType,
  useRoutes,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  RouteObject,
  To,
  LinkProps,
  NavLinkProps,
} from 'react-router';
