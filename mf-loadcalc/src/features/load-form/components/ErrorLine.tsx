/** The engine's message for an input, under it; nothing while the input is valid. */
export function ErrorLine({ message }: { message: string | undefined }) {
  return message ? (
    <div className="lc-error" role="alert">
      {message}
    </div>
  ) : null;
}
