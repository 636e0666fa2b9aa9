/**
 * The project's video and LinkedIn post, each only when its URL passes the checks in
 * content/frames.ts; with neither, a "coming soon" note. Nothing is requested from YouTube or
 * LinkedIn until the visitor asks: each shows a placeholder (the frame's title over the project's
 * own image, a "Play video" / "Show LinkedIn post" button, and the host it will load from), and
 * the button puts the frame in (`loadFrame`, shared/runtime/frames.ts, the same code before and
 * after React), over the placeholder, at its size. Closing the dialog takes it out again (a
 * playing video stops). React leaves the frame's host alone (an empty
 * `dangerouslySetInnerHTML`), so hydrating an open dialog keeps a frame already loaded.
 *
 * Frames get the least they need: the YouTube player (privacy-enhanced host, no autoplay) may
 * use sensors, encrypted media, picture-in-picture and fullscreen (`allow` only: an extra
 * `allowfullscreen` is redundant and makes Chrome log a warning), and gets the origin as
 * referrer (it refuses to play without one); the LinkedIn post runs in a sandbox that allows
 * its scripts, its own origin and popups (its links open LinkedIn in a normal new tab).
 */
import type { IframeHTMLAttributes } from 'react';
import { linkedinEmbedUrl, youtubeEmbedUrl } from '../../content/frames.ts';
import { fill } from '../../content/format.ts';
import type { Project } from '../../content/types.ts';
import type { IconName } from '../shared/media/icons.ts';
import { loadFrame } from '../shared/runtime/frames.ts';
import { useStrings } from '../shared/section/strings.ts';
import { Icon } from '../shared/section/ui.tsx';
import { ProjectImage } from './project-image.tsx';

type FrameAttributes = Pick<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'title' | 'allow' | 'sandbox'> & {
  readonly src: string;
  readonly title: string;
  readonly loading: 'lazy';
  readonly referrerpolicy: 'strict-origin-when-cross-origin';
};

interface SlotProps {
  readonly className: string;
  readonly frame: FrameAttributes;
  /** The placeholder's button: what pressing it does. */
  readonly action: string;
  readonly icon: IconName;
  readonly project: Project;
}

function FrameSlot({ className, frame, action, icon, project }: SlotProps) {
  const words = useStrings('projects');
  return (
    <div className={`frame-slot ${className}`} data-frame={JSON.stringify(frame)}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React leaves the frame put here alone when it hydrates */}
      <div className="frame-host" data-frame-host="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      <div className="frame-placeholder">
        <ProjectImage project={project} slot="projectShowcase" />
        <p className="frame-title">{frame.title}</p>
        <button
          type="button"
          className="button primary"
          data-frame-load=""
          onClick={(event) => loadFrame(event.currentTarget.closest('[data-frame]')!)}
        >
          <Icon name={icon} />
          {action}
        </button>
        <p className="frame-source">{fill(words.loadsFrom, { host: new URL(frame.src).hostname })}</p>
      </div>
    </div>
  );
}

export function Showcase({ project }: { readonly project: Project }) {
  const words = useStrings('projects');
  const video = project.youtubeUrl && youtubeEmbedUrl(project.youtubeUrl);
  const post = project.linkedinPost && linkedinEmbedUrl(project.linkedinPost);
  if (!video && !post) {
    return (
      <div className="showcase empty">
        <ProjectImage project={project} slot="projectShowcase" />
        <p>
          <Icon name="clock" />
          {words.showcaseComingSoon}
        </p>
      </div>
    );
  }
  return (
    <div className="showcase">
      {video && (
        <FrameSlot
          className="video"
          action={words.playVideo}
          icon="play"
          project={project}
          frame={{
            src: video,
            title: fill(words.videoTitle, { title: project.title }),
            loading: 'lazy',
            referrerpolicy: 'strict-origin-when-cross-origin',
            allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
          }}
        />
      )}
      {post && (
        <FrameSlot
          className="post"
          action={words.showPost}
          icon="linkedin"
          project={project}
          frame={{
            src: post,
            title: fill(words.postTitle, { title: project.title }),
            loading: 'lazy',
            referrerpolicy: 'strict-origin-when-cross-origin',
            sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
          }}
        />
      )}
    </div>
  );
}
