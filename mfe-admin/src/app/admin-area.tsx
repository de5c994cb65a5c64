import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@agency/ui';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { ComingSoon } from '../components/coming-soon';

// Each admin page is its own chunk; the layout shows at once and the page fills in.
const DomainManagement = lazy(() => import('../features/domains/components/domain-management'));
const AdminSettings = lazy(() => import('../features/settings/components/admin-settings'));

const PENDING: Array<[path: string, title: string]> = [
  ['users', 'Team Management'],
  ['service-requests', 'Service Requests'],
  ['projects', 'Projects'],
  ['clients', 'Clients'],
  ['add-client', 'Add Client'],
  ['messages', 'Messages'],
  ['profile', 'Profile'],
];

export default function AdminArea() {
  return (
    <AdminLayout>
      <Suspense
        fallback={
          <p className="admin-loading" role="status">
            <Spinner label="" /> Loading…
          </p>
        }
      >
        {/* Relative routes: they work below /admin in the shell and in the stand-alone page alike. */}
        <Routes>
          <Route index element={<ComingSoon title="Dashboard" />} />
          <Route path="domains" element={<DomainManagement />} />
          <Route path="settings" element={<AdminSettings />} />
          {PENDING.map(([path, title]) => (
            <Route key={path} path={path} element={<ComingSoon title={title} />} />
          ))}
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
