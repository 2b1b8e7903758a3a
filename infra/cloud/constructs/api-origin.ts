// How both distributions reach the API. With a private origin (api.ts, ApiPrivateOrigin) the API answers only a
// TLS client holding a certificate from its truststore's CA: CloudFront presents that certificate (origin mutual
// TLS, `OriginMtlsConfig`), so it is the only client that gets through. The origin-verify header stays as a second
// check, and is the only one on a dev stage without a private origin.
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';

/** The custom origin's mutual TLS setting (none without a client certificate), to spread into customOriginConfig. */
export function apiOriginMtls(clientCertificateArn: string | undefined): { originMtlsConfig?: cloudfront.CfnDistribution.OriginMtlsConfigProperty } {
  return clientCertificateArn ? { originMtlsConfig: { clientCertificateArn } } : {};
}

/** An HTTP origin that presents a client certificate to the API when one is given (the L2 origin has no such prop). */
export class ApiHttpOrigin extends origins.HttpOrigin {
  constructor(domainName: string, props: origins.HttpOriginProps, private readonly clientCertificateArn?: string) {
    super(domainName, props);
  }

  override bind(scope: Construct, options: cloudfront.OriginBindOptions): cloudfront.OriginBindConfig {
    const config = super.bind(scope, options);
    const custom = config.originProperty?.customOriginConfig as cloudfront.CfnDistribution.CustomOriginConfigProperty | undefined;
    if (!this.clientCertificateArn || !config.originProperty || !custom) return config;
    return { ...config, originProperty: { ...config.originProperty, customOriginConfig: { ...custom, ...apiOriginMtls(this.clientCertificateArn) } } };
  }
}
