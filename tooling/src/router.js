// The router every build shares (sharing.js provides this file under the key 'react-router-dom'): react-router-dom
// narrowed to the names the workspace uses. A federation-shared module is never tree-shaken (any remote may ask for
// any export), so sharing the package itself shipped its data-router half, 26.5 KB gzip with react-router and
// @remix-run/router, on every first load; this file takes 8.9 KB. The deep path is the package itself, not a request
// for the shared key (which would resolve back to this file). A name missing here is refused by
// tooling/test/router.test.js before it can be undefined in a browser; add it here when a screen needs it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
