// Lets keyboard users jump past the header and navigation.
export function SkipLink({ label }: { label: string }) {
  return (
    <a className="skip-link" href="#main">
      {label}
    </a>
  );
}
