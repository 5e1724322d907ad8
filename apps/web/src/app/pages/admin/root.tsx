// The admin area's entry chunk, loaded only when someone opens /admin.
export { RequireAdmin } from '@/app/guards/require-admin';
export { AdminLayout } from '@/app/layouts/admin-layout';
