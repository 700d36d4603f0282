// The second tab of a search page (`?tab=web`): its hero and its panel (the LinkedIn/Google
// search builder and how it works). One chunk with its texts, fetched when the tab is opened.
import { LandingHero } from '../../../components/LandingHero';
import { StepList } from '../../../components/StepList';
import type { SearchVariant } from '../search-variants';
import { webSearchTextsFor } from '../web-search-texts';
import { SearchQueryForm } from './SearchQueryForm';

export function WebSearchHero({ variant }: { variant: SearchVariant }) {
  const texts = webSearchTextsFor(variant.path);
  return <LandingHero eyebrow={variant.eyebrow} title={texts.title} lead={texts.lead} secondary={texts.next} />;
}

export function WebSearchPanel({ variant }: { variant: SearchVariant }) {
  return (
    <>
      <SearchQueryForm variant={variant} />
      <StepList id="how-it-works" title="How it works" steps={webSearchTextsFor(variant.path).howItWorks} />
    </>
  );
}
