import PublicLayout from "@/features/public/PublicLayout";
import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function ContactRoute() {
  return (
    <PublicLayout>
      <div className="px-4 py-10">
        <ComingSoon
          title="Contact Us"
          description="The contact form is on its way. We reply within 24 hours, Monday to Friday, 9:00-6:00 EST."
          backTo="/"
          backLabel="Return Home"
        />
      </div>
    </PublicLayout>
  );
}
