export { useStartRoute } from './api/start-route';
export { RouteCard } from './components/route-card';
export { RouteDetail } from './components/route-detail';
export { RoutesScreen } from './components/routes-screen';
