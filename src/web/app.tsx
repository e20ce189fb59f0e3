import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import { AppLayout } from "./components/layout/app-layout";
import { Page, PageLoading } from "./components/layout/page";
import { HomePage } from "./pages/home-page";
import { NotFoundPage } from "./pages/not-found-page";

/**
 * Every page but the home page loads on demand, so a visitor's first page downloads only what it
 * shows: the sign-in and registration forms bring zod and react-hook-form with them.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPage = lazyPage(() => import("./pages/login-page"), "LoginPage");
const RegisterPage = lazyPage(() => import("./pages/register-page"), "RegisterPage");
const DashboardPage = lazyPage(() => import("./pages/dashboard-page"), "DashboardPage");
const MatchesPage = lazyPage(() => import("./pages/matches-page"), "MatchesPage");
const MarketplacePage = lazyPage(() => import("./pages/marketplace-page"), "MarketplacePage");
const CategoryPage = lazyPage(() => import("./pages/category-page"), "CategoryPage");
const ProfilePage = lazyPage(() => import("./pages/profile-page"), "ProfilePage");
const AdminDashboardPage = lazyPage(() => import("./pages/admin-dashboard-page"), "AdminDashboardPage");
const SecurityPage = lazyPage(() => import("./pages/security-page"), "SecurityPage");
const NotificationsPage = lazyPage(() => import("./pages/notifications-page"), "NotificationsPage");
const NotificationDetailPage = lazyPage(() => import("./pages/notification-detail-page"), "NotificationDetailPage");
const TestNotificationsPage = lazyPage(() => import("./pages/test-notifications-page"), "TestNotificationsPage");
const ForgotPasswordPage = lazyPage(() => import("./pages/account-recovery-pages"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("./pages/account-recovery-pages"), "ResetPasswordPage");
const VerifyEmailPage = lazyPage(() => import("./pages/account-recovery-pages"), "VerifyEmailPage");
const QuotesPage = lazyPage(() => import("./pages/quote-pages"), "QuotesPage");
const QuotePage = lazyPage(() => import("./pages/quote-pages"), "QuotePage");
const NewQuotePage = lazyPage(() => import("./pages/quote-pages"), "NewQuotePage");
const NeedQuotesPage = lazyPage(() => import("./pages/need-quotes-page"), "NeedQuotesPage");
const AlertFeedbackPage = lazyPage(() => import("./pages/alert-link-pages"), "AlertFeedbackPage");
const UnsubscribePage = lazyPage(() => import("./pages/alert-link-pages"), "UnsubscribePage");

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Page>
          <PageLoading />
        </Page>
      }
    >
      {children}
    </Suspense>
  );
}

/** SPEC §2 route table. No client-side guard: pages that need a session say so themselves. */
export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<Loading><LoginPage /></Loading>} />
        <Route path="register" element={<Loading><RegisterPage /></Loading>} />
        <Route path="forgot-password" element={<Loading><ForgotPasswordPage /></Loading>} />
        <Route path="reset-password" element={<Loading><ResetPasswordPage /></Loading>} />
        <Route path="verify-email" element={<Loading><VerifyEmailPage /></Loading>} />
        <Route path="alert-feedback" element={<Loading><AlertFeedbackPage /></Loading>} />
        <Route path="unsubscribe" element={<Loading><UnsubscribePage /></Loading>} />
        <Route path="dashboard" element={<Loading><DashboardPage /></Loading>} />
        <Route path="matches" element={<Loading><MatchesPage /></Loading>} />
        <Route path="marketplace" element={<Loading><MarketplacePage /></Loading>} />
        <Route path="profile" element={<Loading><ProfilePage /></Loading>} />
        <Route path="admin-dashboard" element={<Loading><AdminDashboardPage /></Loading>} />
        <Route path="security" element={<Loading><SecurityPage /></Loading>} />
        <Route path="category/:categoryId" element={<Loading><CategoryPage /></Loading>} />
        <Route path="notifications" element={<Loading><NotificationsPage /></Loading>} />
        <Route path="notification/:id" element={<Loading><NotificationDetailPage /></Loading>} />
        <Route path="quotes" element={<Loading><QuotesPage /></Loading>} />
        <Route path="quotes/new" element={<Loading><NewQuotePage /></Loading>} />
        <Route path="quotes/:id" element={<Loading><QuotePage /></Loading>} />
        <Route path="needs/:id/quotes" element={<Loading><NeedQuotesPage /></Loading>} />
        <Route path="test-notifications" element={<Loading><TestNotificationsPage /></Loading>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
