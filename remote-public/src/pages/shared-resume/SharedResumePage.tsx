import { useParams } from 'react-router-dom';
import { SharedResume } from '../../features/shared-resume/components/SharedResume';

/** `/r/:slug`: a resume its owner shared by link, readable signed out. */
export default function SharedResumePage() {
  const { slug = '' } = useParams();
  return <SharedResume key={slug} slug={slug} />;
}
