import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Check, ImageUp, Minus, Plus, RotateCcw, Upload, X } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import {
  ACCEPTED_IMAGE_TYPES,
  clampZoom,
  croppedFileName,
  croppedFileType,
  cropRect,
  fileProblem,
  INITIAL_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  outputSize,
  panView,
  SHAPE_ASPECT,
  type CropView,
  type ImageShape,
} from './image-crop';
import { uploadMedia, uploadProblem } from './upload-media';

/** The picture chosen, decoded once: the canvas draws every crop from it. */
interface Chosen {
  file: File;
  bitmap: ImageBitmap;
}

type Status =
  { kind: 'idle' } | { kind: 'uploading'; progress: number } | { kind: 'failed'; message: string } | { kind: 'done' };

const SHAPE_WORDS: Record<ImageShape, string> = {
  square: 'Cropped square, as the round headshots show it.',
  wide: 'Cropped to 16:9, as event cards and pages show it.',
  free: 'Uploaded whole, as it is: logos are never cropped.',
};

/** Screen pixels an arrow key moves the picture (ten with Shift). */
const KEY_STEP = 8;

/**
 * Uploads an image from the admin's computer: drag and drop or the file picker, a preview in the
 * shape the public pages show it in, cropped in the browser (drag the picture, zoom with the
 * slider or the keyboard) and drawn on a canvas before it is sent, so what is stored is exactly
 * what was previewed; logos ('free') are sent untouched. Shows the upload's progress and the
 * server's refusal in its own words, then hands the stored address to the form, whose image URL
 * field stays for an address typed by hand.
 *
 * The preview is a canvas fed by createImageBitmap, never an object URL: the page's
 * Content-Security-Policy allows images from https and this site only, and a canvas needs none.
 */
export function ImageUpload({
  shape,
  label,
  onUploaded,
  className,
}: {
  shape: ImageShape;
  label: string;
  onUploaded: (url: string) => void;
  className?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [view, setView] = useState<CropView>(INITIAL_VIEW);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abortRef = useRef<AbortController | null>(null);

  // A decoded picture holds memory until closed; a running upload stops when the form goes away.
  useEffect(() => () => chosen?.bitmap.close(), [chosen]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setStatus({ kind: 'failed', message: problem });
      return;
    }
    try {
      // 'from-image' turns a phone photo upright as its EXIF orientation says, as the server does.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      setChosen({ file, bitmap });
      setView(INITIAL_VIEW);
      setStatus({ kind: 'idle' });
    } catch {
      setStatus({
        kind: 'failed',
        message: 'This file could not be read as an image. Choose a JPEG, PNG, WebP or AVIF picture.',
      });
    }
  };

  const cancel = () => {
    abortRef.current?.abort();
    setChosen(null);
    setStatus({ kind: 'idle' });
    if (inputRef.current) inputRef.current.value = '';
  };

  const upload = async () => {
    if (!chosen) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setStatus({ kind: 'uploading', progress: 0 });
    try {
      const { blob, name } =
        shape === 'free'
          ? { blob: chosen.file as Blob, name: chosen.file.name }
          : await drawCrop(chosen, SHAPE_ASPECT[shape], view);
      const media = await uploadMedia(
        blob,
        name,
        (progress) => setStatus({ kind: 'uploading', progress }),
        controller.signal,
      );
      onUploaded(media.url);
      setChosen(null);
      setStatus({ kind: 'done' });
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus({ kind: 'failed', message: uploadProblem(error) });
    }
  };

  const uploading = status.kind === 'uploading';
  const hintId = `${id}-hint`;

  return (
    <div className={cn('rounded-xl border border-slate-200 bg-slate-50 p-3', className)} data-testid="image-upload">
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        aria-label={label}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {chosen ? (
        <CropEditor
          chosen={chosen}
          shape={shape}
          view={view}
          onViewChange={setView}
          disabled={uploading}
          label={label}
        />
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void choose(event.dataTransfer.files[0]);
          }}
          className={cn(
            'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white',
          )}
        >
          <ImageUp className="size-7 text-slate-500" aria-hidden="true" />
          <p className="text-sm text-slate-700">Drag an image here, or</p>
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            aria-describedby={hintId}
            className={buttonClass('secondary', 'sm')}
          >
            <Upload className="size-4" aria-hidden="true" />
            {label}
          </button>
        </div>
      )}
      <p id={hintId} className="mt-2 text-xs text-slate-600">
        {`JPEG, PNG, WebP or AVIF, up to 10 MB. ${SHAPE_WORDS[shape]}`}
      </p>

      {chosen && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => void upload()}
            disabled={uploading}
            className={buttonClass('primary', 'sm')}
          >
            <Check className="size-4" aria-hidden="true" />
            {uploading ? 'Uploading...' : shape === 'free' ? 'Upload image' : 'Crop and upload'}
          </button>
          <button type="button" onClick={cancel} className={buttonClass('secondary', 'sm')}>
            <X className="size-4" aria-hidden="true" />
            {uploading ? 'Stop' : 'Cancel'}
          </button>
        </div>
      )}
      {status.kind === 'uploading' && (
        <div className="mt-3">
          <progress
            value={Math.round(status.progress * 100)}
            max={100}
            aria-label="Upload progress"
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
          <p
            className="mt-1 text-xs text-slate-600"
            aria-live="polite"
          >{`Uploading: ${Math.round(status.progress * 100)}%`}</p>
        </div>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {status.message}
        </p>
      )}
      {status.kind === 'done' && (
        <p role="status" className="mt-2 text-sm font-medium text-teal-800">
          Image uploaded. Save the form to keep it.
        </p>
      )}
    </div>
  );
}

/** The crop drawn at its output size and encoded: what the preview showed, as a file. */
async function drawCrop(chosen: Chosen, aspect: number | null, view: CropView): Promise<{ blob: Blob; name: string }> {
  const { bitmap, file } = chosen;
  const rect = cropRect(bitmap.width, bitmap.height, aspect, view);
  const size = outputSize(rect);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context)
    throw new Error("This browser cannot crop images. Try another browser, or give the image's https address.");
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
  const type = croppedFileType(file.type);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('The cropped image could not be made. Please try again.');
  return { blob, name: croppedFileName(file.name, type) };
}

/**
 * The preview in the page's shape: drag (mouse, pen or finger) or the arrow keys move the
 * picture inside the frame, the slider and the +/- buttons zoom. A logo shows whole.
 */
function CropEditor({
  chosen,
  shape,
  view,
  onViewChange,
  disabled,
  label,
}: {
  chosen: Chosen;
  shape: ImageShape;
  view: CropView;
  onViewChange: (view: CropView) => void;
  disabled: boolean;
  label: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const { bitmap } = chosen;
  const aspect = SHAPE_ASPECT[shape];
  const shownAspect = aspect ?? bitmap.width / bitmap.height;
  const cropping = aspect !== null;

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const cssWidth = canvas.clientWidth || 320;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(cssWidth * scale);
    canvas.height = Math.round((cssWidth / shownAspect) * scale);
    const rect = cropRect(bitmap.width, bitmap.height, aspect, view);
    context.imageSmoothingQuality = 'high';
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height, 0, 0, canvas.width, canvas.height);
  }, [bitmap, aspect, shownAspect, view]);

  useEffect(() => {
    draw();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => draw());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [draw]);

  const pan = (dx: number, dy: number) =>
    onViewChange(panView(bitmap.width, bitmap.height, aspect, view, dx, dy, canvasRef.current?.clientWidth ?? 0));
  const zoomTo = (zoom: number) => onViewChange({ ...view, zoom: clampZoom(zoom) });

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!cropping || disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    pan(event.clientX - start.x, event.clientY - start.y);
  };
  const endDrag = () => (drag.current = null);
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!cropping || disabled) return;
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    // An arrow moves the picture that way, as a drag would: ArrowLeft brings more of its right side in.
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      pan(move[0], move[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(view.zoom + 0.25);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(view.zoom - 0.25);
    }
  };

  const rect = cropRect(bitmap.width, bitmap.height, aspect, view);
  const size = outputSize(rect);
  const description = cropping
    ? 'Drag the picture or use the arrow keys to choose what stays in the frame; + and - zoom.'
    : 'The logo is uploaded whole.';

  return (
    <div>
      <div
        className={cn(
          'relative mx-auto overflow-hidden rounded-lg bg-slate-200',
          shape === 'square' ? 'max-w-64' : 'max-w-md',
        )}
      >
        <canvas
          ref={canvasRef}
          role="img"
          tabIndex={cropping ? 0 : -1}
          aria-label={`Preview of ${chosen.file.name}${cropping ? ', as it will be cropped' : ''}. ${description}`}
          data-testid="crop-preview"
          style={{ aspectRatio: String(shownAspect) }}
          className={cn(
            'block w-full touch-none select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500',
            cropping && !disabled && 'cursor-grab active:cursor-grabbing',
          )}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
        />
        {/* Headshots are shown round: the circle is what visitors will see of the square. */}
        {shape === 'square' && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgba(15,23,42,0.35)]"
          />
        )}
      </div>
      {cropping && (
        <div className="mt-3 flex items-center gap-2">
          <button
            type="button"
            onClick={() => zoomTo(view.zoom - 0.25)}
            disabled={disabled || view.zoom <= MIN_ZOOM}
            aria-label="Zoom out"
            className={buttonClass('ghost', 'sm', 'px-2')}
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <input
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={view.zoom}
            disabled={disabled}
            onChange={(event) => zoomTo(Number(event.target.value))}
            aria-label={`Zoom (${label})`}
            aria-valuetext={`${Math.round(view.zoom * 100)}%`}
            className="min-w-0 flex-1 accent-brand-700"
          />
          <button
            type="button"
            onClick={() => zoomTo(view.zoom + 0.25)}
            disabled={disabled || view.zoom >= MAX_ZOOM}
            aria-label="Zoom in"
            className={buttonClass('ghost', 'sm', 'px-2')}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => onViewChange(INITIAL_VIEW)}
            disabled={disabled}
            aria-label="Reset the crop"
            className={buttonClass('ghost', 'sm', 'px-2')}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <p
        className="mt-1 text-xs text-slate-600"
        data-testid="crop-size"
      >{`${chosen.file.name}: ${bitmap.width} × ${bitmap.height} px${cropping ? `, sent as ${size.width} × ${size.height} px` : ''}`}</p>
    </div>
  );
}
