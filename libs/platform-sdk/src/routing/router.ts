// Routing goes through the SDK. A shared module is never tree-shaken, so sharing react-router-dom
// shipped all of React Router 7 (data routers, server rendering: 61 KB gzip) on the sign-in page.
// The SDK is itself the shared singleton, so the router context stays one for the shell and every
// remote, and only what is listed here ships. Projects never import react-router-dom directly
// (lint: no-restricted-imports); add a name here before using it.
export { BrowserRouter, Link, Navigate, Route, Routes, matchPath, useLocation, useNavigate, useParams } from 'react-router-dom';
