import { useSearchParams } from "react-router";
import { ALERT_TEXTS } from "../../shared/alerts";
import type { PublicUser } from "../../shared/view-schemas";
import { AlertsTab } from "../components/profile/alerts-tab";
import { Page, PageLoading, SignInRequired } from "../components/layout/page";
import { ProfileTab } from "../components/profile/profile-tab";
import { SettingsTab } from "../components/profile/settings-tab";
import { StatisticsTab } from "../components/profile/statistics-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui";
import { useAuth } from "../hooks/use-auth";

export function ProfilePage() {
  const { user, isLoading } = useAuth();
  return (
    <Page title="Profile" description="Votre profil, vos statistiques et vos réglages.">
      {isLoading ? <PageLoading /> : !user ? <SignInRequired message="Connectez-vous pour voir votre profil." /> : <ProfileTabs user={user} />}
    </Page>
  );
}

const TAB_VALUES = ["profile", "statistics", "settings", "alerts"];

function ProfileTabs({ user }: { user: PublicUser }) {
  // Mails link to a tab (`/profile?tab=settings`, `?tab=alerts`).
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") ?? "";
  const tab = TAB_VALUES.includes(asked) ? asked : "profile";
  return (
    <Tabs value={tab} onValueChange={(value) => setParams(value === "profile" ? {} : { tab: value }, { replace: true })}>
      <TabsList aria-label="Profile sections">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="statistics">Statistics</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
        <TabsTrigger value="alerts">{ALERT_TEXTS.tab}</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab user={user} />
      </TabsContent>
      <TabsContent value="statistics">
        <StatisticsTab user={user} />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsTab user={user} />
      </TabsContent>
      <TabsContent value="alerts">
        <AlertsTab />
      </TabsContent>
    </Tabs>
  );
}
