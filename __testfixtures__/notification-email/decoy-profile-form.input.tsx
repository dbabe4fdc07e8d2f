import { useState } from 'react';

// The app's own settings: a notification_email field on a user profile, sent to our backend.
export function NotificationSettings({ userId }: { userId: string }) {
  const [email, setEmail] = useState('');
  const save = async () => {
    await fetch(`/api/users/${userId}/profile`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ notification_email: email, digest: 'weekly' }),
    });
  };
  return (
    <form onSubmit={save}>
      <input value={email} onChange={(e) => setEmail(e.target.value)} />
    </form>
  );
}
