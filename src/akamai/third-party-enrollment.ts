import { Construct } from 'constructs';
import { Token } from '../framework';
import { CpsThirdPartyEnrollment } from '../gen/akamai/cps-third-party-enrollment';
import { CpsUploadCertificate } from '../gen/akamai/cps-upload-certificate';
import { DataAkamaiCpsCsr } from '../gen/akamai/data-akamai-cps-csr';
import { beginPropChecks, refuse, PropChecks } from '../prop-error';
import { checkOptionalProps, KeysOf } from '../props';
import { checkEnrollmentProps, ENROLLMENT_OPTIONS, enrollmentConfig } from './enrollment-config';
import { CertificateEnrollmentOptions } from './enrollment-options';

/** A certificate your certificate authority signed from the enrollment's CSR, with its trust chain (PEM). */
export interface SignedCertificate {
  /**
   * The signed RSA certificate.
   * @default - no RSA certificate (give the ECDSA one)
   */
  readonly certificateRsaPem?: string;
  /**
   * The trust chain of the RSA certificate.
   * @default - none
   */
  readonly trustChainRsaPem?: string;
  /**
   * The signed ECDSA certificate.
   * @default - no ECDSA certificate (give the RSA one)
   */
  readonly certificateEcdsaPem?: string;
  /**
   * The trust chain of the ECDSA certificate.
   * @default - none
   */
  readonly trustChainEcdsaPem?: string;
}

/** Props of a `ThirdPartyEnrollment`. */
export interface ThirdPartyEnrollmentProps extends CertificateEnrollmentOptions {
  /**
   * The certificate signed by your certificate authority; once given, it is uploaded to CPS.
   * @default - nothing is uploaded yet: read the CSR (`csrRsa`, `csrEcdsa`) after the first apply and get it signed
   */
  readonly signedCertificate?: SignedCertificate;
  /**
   * Acknowledge the warnings CPS raises after the upload, so deployment does not stop for them.
   * @default false
   */
  readonly acknowledgePostVerificationWarnings?: boolean;
  /**
   * Warnings CPS may approve on its own (ids as listed by the `akamai_cps_warnings` data source).
   * @default - none
   */
  readonly autoApproveWarnings?: string[];
  /**
   * Whether CPS holds the deployment for a change-management acknowledgement.
   * @default false
   */
  readonly changeManagement?: boolean;
  /**
   * Whether the upload waits until the certificate is deployed.
   * @default - the provider's default (no wait)
   */
  readonly waitForDeployment?: boolean;
  /**
   * Acknowledge the change-management hold (with `changeManagement: true`) when the certificate is
   * uploaded, so CPS deploys it to production.
   * @default false - a deployment held for change management waits for an acknowledgement
   */
  readonly acknowledgeChangeManagement?: boolean;
}

const PROPS: KeysOf<ThirdPartyEnrollmentProps> = {
  ...ENROLLMENT_OPTIONS, signedCertificate: true, acknowledgePostVerificationWarnings: true, autoApproveWarnings: true,
  changeManagement: true, waitForDeployment: true, acknowledgeChangeManagement: true,
};
const SIGNED: KeysOf<SignedCertificate> = {
  certificateRsaPem: true,
  trustChainRsaPem: true,
  certificateEcdsaPem: true,
  trustChainEcdsaPem: true,
};

/**
 * A third-party CPS certificate: an `akamai_cps_third_party_enrollment` (id `Resource`), its CSR read
 * with the `akamai_cps_csr` data source (id `Csr`), and, once you give `signedCertificate`, an
 * `akamai_cps_upload_certificate` (id `Upload`) that uploads the certificate your CA signed.
 * The props are those of `EnrollmentWithValidation`, without validation (your CA validates).
 */
export class ThirdPartyEnrollment extends Construct {
  /** The enrollment (`akamai_cps_third_party_enrollment`). */
  public readonly enrollment: CpsThirdPartyEnrollment;
  /** The CSR of the enrollment (`akamai_cps_csr` data source). */
  public readonly csr: DataAkamaiCpsCsr;
  /** The upload of the signed certificate (`akamai_cps_upload_certificate`), once `signedCertificate` is given. */
  public readonly upload?: CpsUploadCertificate;

  /**
   * @param scope the construct (usually the stack) this one belongs to
   * @param id the construct id, from which the Terraform addresses are derived
   * @param props the certificate and, once signed, the certificate to upload
   */
  public constructor(scope: Construct, id: string, props: ThirdPartyEnrollmentProps) {
    super(scope, id);
    const checks: PropChecks = beginPropChecks(this);
    try {
      checkEnrollmentProps(this, props, PROPS, 'ThirdPartyEnrollmentProps');
      const config = enrollmentConfig(this, props);
      this.enrollment = new CpsThirdPartyEnrollment(this, 'Resource', {
        ...config,
        autoApproveWarnings: props.autoApproveWarnings,
        changeManagement: props.changeManagement,
      });
      this.csr = new DataAkamaiCpsCsr(this, 'Csr', { enrollmentId: this.enrollmentId });

      const signed = checkOptionalProps(this, 'signedCertificate', props.signedCertificate, SIGNED, 'SignedCertificate');
      if (signed !== undefined) {
        checkSignedCertificate(this, signed);
        this.upload = new CpsUploadCertificate(this, 'Upload', {
          enrollmentId: this.enrollmentId,
          certificateRsaPem: signed.certificateRsaPem,
          trustChainRsaPem: signed.trustChainRsaPem,
          certificateEcdsaPem: signed.certificateEcdsaPem,
          trustChainEcdsaPem: signed.trustChainEcdsaPem,
          acknowledgePostVerificationWarnings: props.acknowledgePostVerificationWarnings,
          autoApproveWarnings: props.autoApproveWarnings,
          waitForDeployment: props.waitForDeployment,
          acknowledgeChangeManagement: props.acknowledgeChangeManagement,
          timeouts: config.timeouts,
        });
      }
    } catch (e) {
      checks.failed(e);
    }
    checks.done();
  }

  /** The enrollment id, as a number (known after the enrollment is created). */
  public get enrollmentId(): number {
    return Token.asNumber(this.enrollment.id);
  }

  /** The CSR for an RSA key (PEM), to have signed by your certificate authority. */
  public get csrRsa(): string {
    return this.csr.csrRsa;
  }

  /** The CSR for an ECDSA key (PEM), to have signed by your certificate authority. */
  public get csrEcdsa(): string {
    return this.csr.csrEcdsa;
  }
}

function checkSignedCertificate(scope: Construct, signed: SignedCertificate): void {
  if (signed.certificateRsaPem === undefined && signed.certificateEcdsaPem === undefined) {
    refuse(scope, 'akamai/third-party-signed-certificate', 'signedCertificate', 'holds no certificate; give certificateRsaPem, certificateEcdsaPem or both');
  }
  for (const algorithm of ['Rsa', 'Ecdsa'] as const) {
    if (signed[`trustChain${algorithm}Pem`] !== undefined && signed[`certificate${algorithm}Pem`] === undefined) {
      refuse(scope, 'akamai/third-party-signed-certificate', `signedCertificate.trustChain${algorithm}Pem`, `is given without certificate${algorithm}Pem; a trust chain belongs to its certificate`);
    }
  }
}
