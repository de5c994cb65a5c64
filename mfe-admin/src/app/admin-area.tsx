import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@agency/ui';
import { AdminLayout } from '../components/admin-layout/admin-layout';

// Each admin page is its own chunk; the layout shows at once and the page fills in.
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const TeamManagementPage = lazy(() => import('../features/members/components/team-management-page'));
const DomainManagement = lazy(() => import('../features/domains/components/domain-management'));
const ServiceRequestsPage = lazy(() => import('../features/requests/components/service-requests-page'));
const ProjectsPage = lazy(() => import('../features/projects/components/projects-page'));
const ClientsPage = lazy(() => import('../features/clients/components/clients-page'));
const AddClientPage = lazy(() => import('../features/clients/components/add-client-page'));
const MessagesPage = lazy(() => import('../features/messages/components/messages-page'));
const AdminSettings = lazy(() => import('../features/settings/components/admin-settings'));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page'));

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
          <Route index element={<DashboardPage />} />
          <Route path="users" element={<TeamManagementPage />} />
          <Route path="domains" element={<DomainManagement />} />
          <Route path="service-requests" element={<ServiceRequestsPage />} />
          <Route path="projects" element={<ProjectsPage />} />
          <Route path="clients" element={<ClientsPage />} />
          <Route path="add-client" element={<AddClientPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="settings" element={<AdminSettings />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
