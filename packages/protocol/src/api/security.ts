/** /api/security/* (device-api §1.1). */

/** GET and POST body of /api/security/config. The password is sent in clear text. */
export interface SecurityConfig {
  password: string;
  allow_readonly: boolean;
}
