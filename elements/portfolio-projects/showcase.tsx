/**
 * The project's video and LinkedIn post as embedded frames, each only when its URL passes the
 * checks in content/frames.ts; with neither, a "coming soon" note. Each frame is a slot whose
 * `data-frame` holds the frame's attributes: `syncModal` (shared/runtime/early.ts) puts the frame in
 * while the dialog is open and takes it out when it closes (stopping a playing video), so
 * nothing from YouTube or LinkedIn loads before it is opened. React leaves the slot's content
 * alone (an empty `dangerouslySetInnerHTML`), so hydrating an open dialog keeps its frames
 * (and says nothing about them).
 *
 * Frames get the least they need: the YouTube player (privacy-enhanced host, no autoplay) may
 * use sensors, encrypted media, picture-in-picture and fullscreen (`allow` only: an extra
 * `allowfullscreen` is redundant and makes Chrome log a warning), and gets the origin as
 * referrer (it refuses to play without one); the LinkedIn post runs in a sandbox that allows
 * its scripts, its own origin and popups (its links open LinkedIn in a normal new tab).
 */
import type { IframeHTMLAttributes } from 'react';
import type { Project } from '../../content/types.ts';
import { linkedinEmbedUrl, youtubeEmbedUrl } from '../../content/frames.ts';
import { Icon } from '../shared/section/ui.tsx';
import { Picture } from '../shared/media/picture.tsx';

type FrameAttributes = Pick<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'title' | 'allow' | 'sandbox'> & {
  readonly loading: 'lazy';
  readonly referrerpolicy: 'strict-origin-when-cross-origin';
};

function FrameSlot({ className, frame }: { readonly className: string; readonly frame: FrameAttributes }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React leaves the slot's frame alone when it hydrates
  return <div className={className} data-frame={JSON.stringify(frame)} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

export function Showcase({ project }: { readonly project: Project }) {
  const video = project.youtubeUrl && youtubeEmbedUrl(project.youtubeUrl);
  const post = project.linkedinPost && linkedinEmbedUrl(project.linkedinPost);
  if (!video && !post) {
    return (
      <div className="showcase empty">
        <Picture image={project.image} slot="projectShowcase" alt="" />
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
        <FrameSlot
          className="video"
          frame={{
            src: video,
            title: `${project.title}: video demo on YouTube`,
            loading: 'lazy',
            referrerpolicy: 'strict-origin-when-cross-origin',
            allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
          }}
        />
      )}
      {post && (
        <FrameSlot
          className="post"
          frame={{
            src: post,
            title: `${project.title}: post on LinkedIn`,
            loading: 'lazy',
            referrerpolicy: 'strict-origin-when-cross-origin',
            sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
          }}
        />
      )}
    </div>
  );
}
