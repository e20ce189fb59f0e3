import { Route, Routes } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import { AdminDashboardPage } from "./pages/admin-dashboard-page";
import { CategoryPage } from "./pages/category-page";
import { DashboardPage } from "./pages/dashboard-page";
import { HomePage } from "./pages/home-page";
import { LoginPage } from "./pages/login-page";
import { MarketplacePage } from "./pages/marketplace-page";
import { MatchesPage } from "./pages/matches-page";
import { NotFoundPage } from "./pages/not-found-page";
import { NotificationDetailPage } from "./pages/notification-detail-page";
import { NotificationsPage } from "./pages/notifications-page";
import { ProfilePage } from "./pages/profile-page";
import { RegisterPage } from "./pages/register-page";
import { SecurityPage } from "./pages/security-page";
import { TestNotificationsPage } from "./pages/test-notifications-page";

/** SPEC §2 route table. No client-side guard: pages that need a session say so themselves. */
export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="matches" element={<MatchesPage />} />
        <Route path="marketplace" element={<MarketplacePage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="admin-dashboard" element={<AdminDashboardPage />} />
        <Route path="security" element={<SecurityPage />} />
        <Route path="category/:categoryId" element={<CategoryPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="notification/:id" element={<NotificationDetailPage />} />
        <Route path="test-notifications" element={<TestNotificationsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
