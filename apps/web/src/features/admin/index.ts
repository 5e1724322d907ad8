export { AdminDashboard } from './components/admin-dashboard';
export { AdminRoutes } from './components/admin-routes';
export { UsersTable } from './components/users-table';
