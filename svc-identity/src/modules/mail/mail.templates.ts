import type { MailAttachment, MailMessage } from './mailer.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function message(to: string, subject: string, intro: string, action: string, link: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n\nMilestone - Make Automation Your Next Milestone`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p style="color:#666">${escapeHtml(outro)}</p>` +
      `<p style="color:#999">Milestone - Make Automation Your Next Milestone</p>`,
  };
}

/** A message that only tells (no action to take here). */
function notice(to: string, subject: string, intro: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${outro}\n\nMilestone - Make Automation Your Next Milestone`,
    html: `<p>${escapeHtml(intro)}</p><p style="color:#666">${escapeHtml(outro)}</p><p style="color:#999">Milestone - Make Automation Your Next Milestone</p>`,
  };
}

export const MailTemplates = {
  /** Another service's message (a scheduled report): its own subject and text, as paragraphs in the HTML part. */
  plain(to: string, subject: string, text: string, attachments: MailAttachment[] = []): MailMessage {
    const paragraphs = text.split(/\r?\n\s*\r?\n/).map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`);
    return { to, subject, text, html: paragraphs.join(''), ...(attachments.length > 0 ? { attachments } : {}) };
  },

  verification(to: string, link: string): MailMessage {
    return message(
      to,
      'Verify your email address',
      'Welcome to Milestone. Confirm your email address to finish creating your account.',
      'Verify your email',
      link,
      'The link works once and expires in 24 hours. If you did not create an account, ignore this email.',
    );
  },

  /** To the new address of an e-mail change: following the link makes it the account's address. */
  emailChange(to: string, link: string): MailMessage {
    return message(
      to,
      'Verify your new email address',
      'You asked to use this address for your Milestone account. Confirm it to make the change.',
      'Verify your email',
      link,
      'The link works once and expires in 24 hours. Until then you sign in with your current address. If you did not ask for this, ignore this email.',
    );
  },

  /** To the old address of an e-mail change: the owner hears of it, whoever asked. */
  emailChangeNotice(to: string, newAddress: string): MailMessage {
    return notice(
      to,
      'Your email address is being changed',
      `A change of your Milestone account's email address to ${newAddress} was requested. It takes effect once the link sent to that address is followed.`,
      'If you did not ask for this, sign in, put your own address back in your profile and change your password.',
    );
  },

  passwordReset(to: string, link: string): MailMessage {
    return message(
      to,
      'Reset your password',
      'We received a request to reset the password of your Milestone account.',
      'Set a new password',
      link,
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
    );
  },

  invitation(to: string, link: string, companyName: string, inviterName: string | null): MailMessage {
    const by = inviterName ? `${inviterName} invited you` : 'You are invited';
    return message(
      to,
      `You are invited to join ${companyName} on Milestone`,
      `${by} to join ${companyName} on Milestone.`,
      'Accept the invitation',
      link,
      'The invitation expires in 7 days.',
    );
  },
};
