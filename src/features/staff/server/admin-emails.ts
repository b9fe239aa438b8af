/**
 * Who is an admin is configuration: the staff accounts whose e-mail address is in ADMIN_EMAILS
 * (comma-separated). The hooks copy the answer into the staff record's `is_admin`, which the
 * collection rules read.
 */
export function parseAdminEmails(value: string | undefined | null): string[] {
  return String(value ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '')
}

export function isAdminEmail(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.indexOf(String(email).trim().toLowerCase()) !== -1
}
