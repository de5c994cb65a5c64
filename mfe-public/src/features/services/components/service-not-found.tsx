import { PageHeader } from '@agency/ui/base';
import { OtherServices } from './other-services';

/** An unknown /services/{slug}: say so plainly and offer the six real services. */
export function ServiceNotFound({ slug }: { slug: string }) {
  return (
    <>
      <PageHeader eyebrow="Our services" title="Service not found">
        <p className="page-header__subtitle service-not-found__text">
          We don't offer a service called “{slug}”. Here is everything we do; pick the one closest to what you need.
        </p>
      </PageHeader>
      <OtherServices title="Our six services" />
    </>
  );
}
