import { html } from 'hono/html'
import type { CollectedEvent } from './collector-store'

/** The collected events as a page for a developer, newest first; every value escaped. */
export function eventsPage(events: CollectedEvent[], eventsJsonPath: string) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Sandbox collector</title>
    <style>
      body { font: 14px system-ui, sans-serif; margin: 2rem; }
      table { border-collapse: collapse; width: 100%; }
      th, td { border-bottom: 1px solid #ddd; padding: .4rem; text-align: left; vertical-align: top; }
      pre { margin: 0; white-space: pre-wrap; }
      .invalid { color: #b00020; }
    </style>
  </head>
  <body>
    <h1>Sandbox collector</h1>
    <p>${events.length} events, newest first. JSON: <a href="${eventsJsonPath}">${eventsJsonPath}</a></p>
    <table>
      <thead>
        <tr><th>Received</th><th>Event</th><th>Valid</th><th>Errors</th><th>Payload</th></tr>
      </thead>
      <tbody>
        ${events.map(
          (event) => html`<tr>
            <td>${event.receivedAt}</td>
            <td>${event.eventName ?? '–'}</td>
            <td class="${event.valid ? '' : 'invalid'}">${event.valid ? 'yes' : 'no'}</td>
            <td>${event.errors.join('; ')}</td>
            <td><pre>${JSON.stringify(event.payload, null, 2)}</pre></td>
          </tr>`,
        )}
      </tbody>
    </table>
  </body>
</html>`
}
