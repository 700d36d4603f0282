import { AudienceSection } from '../../features/home/components/AudienceSection';
import { ClosingCallToAction } from '../../features/home/components/ClosingCallToAction';
import { HomeHero } from '../../features/home/components/HomeHero';
import { OfferingsSection } from '../../features/home/components/OfferingsSection';
import { PRODUCT_OFFERINGS, TOOL_OFFERINGS } from '../../features/home/offerings';
import { GENAI_TOOL_GROUPS } from 'shared-schemas';

const TOOL_COUNT = GENAI_TOOL_GROUPS.reduce((count, group) => count + group.tools.length, 0);

/** / : what HireGen offers, with a way into each part. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <OfferingsSection
        id="products-title"
        title="Everything you need to hire and get hired"
        lead="From the first resume draft to the final interview, in one place."
        offerings={PRODUCT_OFFERINGS}
        variant="products"
      />
      <OfferingsSection
        id="tools-title"
        title="GenAI tools for every hiring task"
        lead={`${TOOL_COUNT} focused tools in ${GENAI_TOOL_GROUPS.length} groups. Each explains its results, so you stay in control.`}
        offerings={TOOL_OFFERINGS}
      />
      <AudienceSection />
      <ClosingCallToAction />
    </>
  );
}
