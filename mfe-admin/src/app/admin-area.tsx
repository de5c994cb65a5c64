import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@agency/query';
import { Spinner } from '@agency/ui';
import { lazyWithRetry } from '@agency/mf-config/remote-page';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { queryClient } from './query-client';

// Each admin page is its own chunk (tried up to 3 times); the layout shows at once and the page fills in.
const DashboardPage = lazyWithRetry(() => import('../features/dashboard/components/dashboard-page'));
const TeamManagementPage = lazyWithRetry(() => import('../features/members/components/team-management-page'));
const DomainManagement = lazyWithRetry(() => import('../features/domains/components/domain-management'));
const ServiceRequestsPage = lazyWithRetry(() => import('../features/requests/components/service-requests-page'));
const ServicesPage = lazyWithRetry(() => import('../features/services/components/services-page'));
const ProjectsPage = lazyWithRetry(() => import('../features/projects/components/projects-page'));
const ClientsPage = lazyWithRetry(() => import('../features/clients/components/clients-page'));
const AddClientPage = lazyWithRetry(() => import('../features/clients/components/add-client-page'));
const MessagesPage = lazyWithRetry(() => import('../features/messages/components/messages-page'));
const AdminSettings = lazyWithRetry(() => import('../features/settings/components/admin-settings'));
const ProfilePage = lazyWithRetry(() => import('../features/profile/components/profile-page'));
// Its chart library (visx) is in this chunk alone: the admin area's first route does not download it.
const InsightsPage = lazyWithRetry(() => import('../features/insights/components/insights-page'));

export default function AdminArea() {
  return (
    <QueryClientProvider client={queryClient}>
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
            <Route path="services" element={<ServicesPage />} />
            <Route path="projects" element={<ProjectsPage />} />
            <Route path="clients" element={<ClientsPage />} />
            <Route path="add-client" element={<AddClientPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="insights" element={<InsightsPage />} />
            <Route path="settings" element={<AdminSettings />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </QueryClientProvider>
  );
}
