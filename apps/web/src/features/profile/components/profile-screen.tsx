import { KeyRound, LogOut, EllipsisVertical, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useProfile } from '@/api/profile';
import { formatPoints } from '@/components/points-badge';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MyTechniques } from './my-techniques';
import { ProfileSettings } from './profile-settings';
import { ProfileInsights } from './profile-insights';
import { ProfileStats } from './profile-stats';
import { ProfessionalSummarySection } from './professional-summary-section';
import { useMessages } from '@/lib/i18n';
import { statsText } from '../stats.messages';

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

type ProfileScreenProps = {
  onChangePassword: () => void;
  onLogout: () => void;
  /** "Bloqueo con PIN" (the lock on a shared device), shown after Ajustes; composed in by the page. */
  lock?: ReactNode;
  /** "Recordatorios" (the daily reminder), composed in by the page. */
  reminders?: ReactNode;
  /** "Mis datos" (export, import, erasure), composed in by the page. */
  myData?: ReactNode;
  /** Groups: joining and leaving (after Ajustes), and "Mis grupos" for facilitators (first), composed in by the page. */
  groups?: ReactNode;
  facilitation?: ReactNode;
  /** "Compartir con alguien" and "Personas que acompaño" (companions), composed in by the page. */
  sharing?: ReactNode;
  /** The way to the WHO-5 trend, shown with the statistics; composed in by the page. */
  wellbeing?: ReactNode;
};

export function ProfileScreen({ onChangePassword, onLogout, lock, reminders, myData, groups, facilitation, sharing, wellbeing }: ProfileScreenProps) {
  const t = useMessages(statsText);
  const user = useProfile();
  const points = user?.points ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-extrabold tracking-tight">{t.profile}</h1>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t.profileOptions}>
              <EllipsisVertical aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onChangePassword}>
              <KeyRound aria-hidden="true" />
              {t.changePassword}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onLogout}>
              <LogOut aria-hidden="true" />
              {t.signOut}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <Card className="flex flex-col items-center gap-3 py-8 text-center">
        <Avatar>
          <AvatarFallback delayMs={0}>{user ? initials(user.firstName, user.lastName) : ''}</AvatarFallback>
        </Avatar>
        {user ? (
          <>
            <p className="text-2xl font-extrabold">
              {user.firstName} {user.lastName}
            </p>
            <p className="text-sm text-ink-muted">{user.email}</p>
          </>
        ) : (
          <p className="text-ink-muted">{t.profileLoadFailed}</p>
        )}
        <p className="mt-1 inline-flex items-center gap-2 rounded-full bg-navy-700 px-4 py-1.5 text-sm font-bold text-amber-200">
          <Sparkles aria-hidden="true" className="size-4" />
          {formatPoints(points)}
        </p>
      </Card>

      {facilitation}

      <Tabs defaultValue="stats">
        <TabsList aria-label={t.profileSections}>
          <TabsTrigger value="stats">{t.statistics}</TabsTrigger>
          <TabsTrigger value="techniques">{t.myTechniques}</TabsTrigger>
        </TabsList>
        <TabsContent value="stats">
          <div className="flex flex-col gap-6">
            <ProfileStats />
            {wellbeing}
            <ProfileInsights />
            <ProfessionalSummarySection />
          </div>
        </TabsContent>
        <TabsContent value="techniques">
          <MyTechniques />
        </TabsContent>
      </Tabs>

      {user ? <ProfileSettings user={user} /> : null}
      {lock}
      {groups}
      {reminders}
      {sharing}
      {myData}
    </div>
  );
}
