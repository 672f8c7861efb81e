/**
 * The summary of an invalid form ('Form incomplete.' / 'Sorry, not all fields are filled
 * out correctly.'), announced as an alert when it appears; messages that belong to no field of
 * the form (the server's about the request as a whole) are listed under it. Give it a new `key`
 * to announce it again.
 */
export function FormSummary({ title, text, messages = [] }: { title: string; text: string; messages?: readonly string[] }) {
  return (
    <div role="alert" className="rounded border-s-4 border-red-700 bg-paper p-3 text-ink">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
      {messages.length ? (
        <ul className="mt-1 list-disc ps-5">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
