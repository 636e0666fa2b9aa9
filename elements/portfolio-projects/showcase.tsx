/**
 * What leads a project's dialog: the project's own picture, then its video and its LinkedIn post,
 * each only when its URL passes the checks in content/frames.ts. A project with neither, but one
 * of them planned (`planned` in data/projects.ts), says its showcase is coming soon, as a note
 * under the picture, never over it; with no picture, no frame and no such plan, there is nothing.
 *
 * Nothing is requested from YouTube or LinkedIn until the visitor asks: each frame waits behind a
 * placeholder on a plain surface (the provider's name, the frame's title, a "Play video" / "Show
 * LinkedIn post" button and the host it will load from), and the button puts the frame in
 * (`loadFrame`, shared/runtime/frames.ts, the same code before and after React), in the
 * placeholder's place, at the frame's own size. Closing the dialog takes it out again (a playing
 * video stops). React leaves the frame's host alone (an empty `dangerouslySetInnerHTML`), so
 * hydrating an open dialog keeps a frame already loaded.
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
import { Picture } from '../shared/media/picture.tsx';
import { loadFrame } from '../shared/runtime/frames.ts';
import { useStrings } from '../shared/section/strings.ts';
import { Icon } from '../shared/section/ui.tsx';

type FrameAttributes = Pick<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'title' | 'allow' | 'sandbox'> & {
  readonly src: string;
  readonly title: string;
  readonly loading: 'lazy';
  readonly referrerpolicy: 'strict-origin-when-cross-origin';
};

interface SlotProps {
  readonly className: string;
  readonly frame: FrameAttributes;
  /** Who serves the frame, as the placeholder names it. */
  readonly provider: string;
  /** The placeholder's button: what pressing it does. */
  readonly action: string;
  readonly icon: IconName;
}

function FrameSlot({ className, frame, provider, action, icon }: SlotProps) {
  const words = useStrings('projects');
  return (
    <div className={`frame-slot ${className}`} data-frame={JSON.stringify(frame)}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React leaves the frame put here alone when it hydrates */}
      <div className="frame-host" data-frame-host="" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      <div className="frame-placeholder">
        <p className="frame-provider">
          <Icon name={icon} />
          {provider}
        </p>
        <p className="frame-title">{frame.title}</p>
        <div className="frame-actions">
          <button
            type="button"
            className="button primary"
            data-frame-load=""
            onClick={(event) => loadFrame(event.currentTarget.closest('[data-frame]')!)}
          >
            {action}
          </button>
          <p className="frame-source">{fill(words.loadsFrom, { host: new URL(frame.src).hostname })}</p>
        </div>
      </div>
    </div>
  );
}

/** Whether a project with neither video nor post plans one of them. */
const plansShowcase = (project: Project) => !!project.planned?.some((field) => field === 'youtubeUrl' || field === 'linkedinPost');

export function Showcase({ project }: { readonly project: Project }) {
  const words = useStrings('projects');
  const { linkedin } = useStrings('common').networks;
  const video = project.youtubeUrl && youtubeEmbedUrl(project.youtubeUrl);
  const post = project.linkedinPost && linkedinEmbedUrl(project.linkedinPost);
  const comingSoon = !video && !post && plansShowcase(project);
  if (!project.image && !video && !post && !comingSoon) return null;
  return (
    <div className="showcase">
      {project.image && <Picture className="showcase-image" image={project.image} slot="projectShowcase" alt="" loading="eager" />}
      {video && (
        <FrameSlot
          className="video"
          provider={words.youtube}
          action={words.playVideo}
          icon="play"
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
          provider={linkedin}
          action={words.showPost}
          icon="linkedin"
          frame={{
            src: post,
            title: fill(words.postTitle, { title: project.title }),
            loading: 'lazy',
            referrerpolicy: 'strict-origin-when-cross-origin',
            sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
          }}
        />
      )}
      {comingSoon && (
        <p className="showcase-soon">
          <Icon name="clock" />
          {words.showcaseComingSoon}
        </p>
      )}
    </div>
  );
}
