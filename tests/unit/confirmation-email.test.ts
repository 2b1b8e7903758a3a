import { describe, expect, it } from 'vitest';
import { confirmationEmail } from '../../functions/auth-triggers/confirmation-email';
import { handler } from '../../functions/auth-triggers/custom-message';

describe('confirmation e-mail', () => {
  it('links to the web app /auth with the e-mail and Cognito code placeholder exactly once in the HTML', () => {
    const m = confirmationEmail('https://app.example.com/', 'a+b@example.com', 'Ada', '{####}');
    expect(m.html.split('{####}')).toHaveLength(2);
    expect(m.html).toContain('href="https://app.example.com/auth?confirm_email=a%2Bb%40example.com&code={####}"');
  });
  it('escapes the first name in HTML', () => {
    expect(confirmationEmail('http://x', 'e@x.com', '<b>x</b>', '{####}').html).not.toContain('<b>x</b>');
  });
  it('is what the CustomMessage trigger returns for sign-up', async () => {
    process.env.APP_URL = 'https://app.example.com';
    const event = {
      triggerSource: 'CustomMessage_SignUp',
      request: { userAttributes: { email: 'e@x.com', given_name: 'Ada' }, codeParameter: '{####}', usernameParameter: null, linkParameter: '' },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    };
    const out = await handler(event as never);
    expect(out.response.emailMessage).toContain('https://app.example.com/auth?confirm_email=e%40x.com&code={####}');
    expect(out.response.emailSubject).toMatch(/Confirm/);
  });
});
