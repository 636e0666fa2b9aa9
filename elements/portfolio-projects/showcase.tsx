/**
 * The project's video and LinkedIn post as embedded frames, each only when its URL passes the
 * checks in shared/embeds.ts; with neither, a "coming soon" note. Rendered only inside the
 * open dialog, so nothing from YouTube or LinkedIn loads before it is opened.
 *
 * Frames get the least they need: the YouTube player (privacy-enhanced host, no autoplay) may
 * use sensors, encrypted media, picture-in-picture and fullscreen (`allow` only: an extra
 * `allowfullscreen` is redundant and makes Chrome log a warning), and gets the origin as
 * referrer (it refuses to play without one); the LinkedIn post runs in a sandbox that allows
 * its scripts, its own origin and popups (its links open LinkedIn in a normal new tab).
 */
import type { Project } from '../../data/types.ts';
import { linkedinEmbedUrl, youtubeEmbedUrl } from '../shared/embeds.ts';
import { Icon } from '../shared/ui.tsx';
import { Picture } from '../shared/picture.tsx';

export function Showcase({ project }: { readonly project: Project }) {
  const video = project.youtubeUrl && youtubeEmbedUrl(project.youtubeUrl);
  const post = project.linkedinPost && linkedinEmbedUrl(project.linkedinPost);
  if (!video && !post) {
    return (
      <div className="showcase empty">
        <Picture image={project.image} slot="projectShowcase" alt="" loading="eager" />
        <p>
          <Icon name="clock" />
          Project showcase coming soon
        </p>
      </div>
    );
  }
  return (
    <div className="showcase">
      {video && (
        <iframe
          className="video"
          src={video}
          title={`${project.title}: video demo on YouTube`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        />
      )}
      {post && (
        <iframe
          className="post"
          src={post}
          title={`${project.title}: post on LinkedIn`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      )}
    </div>
  );
}
