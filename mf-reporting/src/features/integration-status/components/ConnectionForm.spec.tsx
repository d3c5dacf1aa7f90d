import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { KEEP_STORED_PLACEHOLDER } from '../integration-status.model.js';
import { statusAnswer } from '../integration-status.fixture.js';
import ConnectionForm from './ConnectionForm.js';

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
/** The `<input>` whose id antd derives from the form's name and the field's. */
const input = (markup: string, field: string) => markup.match(new RegExp(`<input[^>]*id="service-titan-connection_${field}"[^>]*>`))?.[0] ?? '';
const noop = () => undefined;

describe('ConnectionForm', () => {
  it("asks for the six fields, on ServiceTitan's hosts by default, the secret and the key in password inputs, with 'Connect'", () => {
    const markup = renderToString(<ConnectionForm connection={null} submitting={false} error={null} onSubmit={noop} />);
    const text = textOf(markup);
    for (const label of ['Auth URL', 'API URL', 'Tenant ID', 'Client ID', 'Client Secret', 'App Key']) expect(text).toContain(label);
    expect(input(markup, 'authUrl')).toContain('value="https://auth.servicetitan.io"');
    expect(input(markup, 'apiUrl')).toContain('value="https://api.servicetitan.io"');
    expect(input(markup, 'clientSecret')).toContain('type="password"');
    expect(input(markup, 'appKey')).toContain('type="password"');
    expect(text).toContain('Connect');
    expect(text).not.toContain('Cancel');
  });

  it('shows why ServiceTitan refused the credentials above the fields', () => {
    const text = textOf(renderToString(<ConnectionForm connection={null} submitting={false} error="ServiceTitan refused the client id or secret" onSubmit={noop} />));
    expect(text).toContain('ServiceTitan refused the client id or secret');
  });

  it('edits the saved connection with the secret and the key blank, keeping the stored ones unless retyped', () => {
    const markup = renderToString(<ConnectionForm connection={statusAnswer().connection} submitting={false} error={null} onSubmit={noop} onCancel={noop} />);
    expect(input(markup, 'clientId')).toContain('value="cid.sandbox.1000001"');
    expect(input(markup, 'tenantId')).toContain('value="1000001"');
    expect(input(markup, 'clientSecret')).toContain(`placeholder="${KEEP_STORED_PLACEHOLDER}"`);
    expect(input(markup, 'clientSecret')).toContain('value=""');
    expect(textOf(markup)).toContain('Save connection Cancel');
  });
});
