import type { PublicUser } from "../../shared/api-types";
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

function ProfileTabs({ user }: { user: PublicUser }) {
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label="Profile sections">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="statistics">Statistics</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
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
    </Tabs>
  );
}
