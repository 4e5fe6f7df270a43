import { Outlet, useNavigation } from 'react-router';
import { AppShell } from './app-shell.tsx';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <AppShell busy={navigation.state === 'loading'}>
      <Outlet />
    </AppShell>
  );
}

export function RootHydrateFallback() {
  return (
    <AppShell busy>
      <p className="visually-hidden" role="status">
        Loading...
      </p>
    </AppShell>
  );
}
