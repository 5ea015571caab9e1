/** The self-registration screen. Its form arrives with the registration issue. */
export function RegistrationPage() {
  return (
    <main>
      <h1>Register with Meridian</h1>
    </main>
  );
}
