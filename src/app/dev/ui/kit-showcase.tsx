"use client";

import { Inbox, Info } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, Spinner } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog, useConfirm } from "@/components/ui/confirm-dialog";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, FormMessage } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { ProgressBar } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { Tooltip } from "@/components/ui/tooltip";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `kit-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <CardHeader id={id} title={title} />
      <div className="space-y-4">{children}</div>
    </Card>
  );
}

export function KitShowcase() {
  return (
    <ToastProvider>
      <div className="space-y-8">
        <Buttons />
        <Fields />
        <CardsAndBadges />
        <TabsExample />
        <Dialogs />
        <Popups />
        <ToastExample />
        <EmptyAndLoadingStates />
      </div>
    </ToastProvider>
  );
}

function Buttons() {
  return (
    <Section title="Button">
      <div className="flex flex-wrap gap-2">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="ghost">Ghost</Button>
        <Button size="sm">Small</Button>
        <Button busy>Saving</Button>
        <Button disabled>Disabled</Button>
      </div>
      <Spinner label="Loading" />
    </Section>
  );
}

function Fields() {
  return (
    <Section title="Field, Input, Select, Textarea">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" name="email" type="email" hint="We send the receipt here." />
        <Field label="Promo code" name="code" defaultValue="lowercase" error="Use capital letters and digits." />
        <Field label="Country">
          <Select name="country" defaultValue="MY">
            <option value="MY">Malaysia</option>
            <option value="PH">Philippines</option>
            <option value="ID">Indonesia</option>
            <option value="TH">Thailand</option>
          </Select>
        </Field>
        <Field label="Disabled" name="disabled" disabled defaultValue="Read only" />
        <Field label="Note" hint="Only staff see it." className="sm:col-span-2">
          <Textarea name="note" rows={3} />
        </Field>
        <div className="space-y-1">
          <span className="block text-sm font-medium">Dense and inline, outside a Field</span>
          <Input density="dense" aria-label="Dense input" placeholder="Filter by name" />
          <Input density="inline" aria-label="Inline input" placeholder="Payment reference" className="w-44" />
        </div>
      </div>
      <FormMessage>Something went wrong: the form&apos;s own message.</FormMessage>
      <FormMessage tone="success">Saved.</FormMessage>
    </Section>
  );
}

function CardsAndBadges() {
  return (
    <Section title="Card and Badge">
      <Card className="bg-canvas">
        <CardHeader
          level={3}
          title="A card inside a card"
          description="Its heading row keeps actions to the right."
          actions={<Button size="sm">Action</Button>}
        />
        <p className="text-sm">Body text.</p>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Badge>Draft</Badge>
        <Badge tone="brand">Published</Badge>
        <Badge tone="success">Paid</Badge>
        <Badge tone="warning">Pending</Badge>
        <Badge tone="danger">Cancelled</Badge>
        <Badge tone="info">Requested</Badge>
      </div>
    </Section>
  );
}

function TabsExample() {
  return (
    <Section title="Tabs">
      <Tabs defaultValue="stays">
        <TabsList aria-label="Example tabs">
          <TabsTrigger value="stays">Stays</TabsTrigger>
          <TabsTrigger value="tours">Day tours</TabsTrigger>
          <TabsTrigger value="meals">Meals</TabsTrigger>
        </TabsList>
        <TabsContent value="stays">Arrow keys move between the tabs.</TabsContent>
        <TabsContent value="tours">Home and End jump to the first and last.</TabsContent>
        <TabsContent value="meals">Tab moves into the panel.</TabsContent>
      </Tabs>
    </Section>
  );
}

function Dialogs() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  return (
    <Section title="Dialog and ConfirmDialog">
      <div className="flex flex-wrap gap-2">
        <Dialog
          trigger={<Button variant="secondary">Open a dialog</Button>}
          title="Edit the nightly rate"
          description="Guests see the new rate at once."
          footer={
            <>
              <DialogClose>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <DialogClose>
                <Button>Save</Button>
              </DialogClose>
            </>
          }
        >
          <Field label="Rate (MYR)" name="rate" inputMode="decimal" />
        </Dialog>
        <Button
          variant="danger"
          onClick={async () => {
            const yes = await confirm({
              title: "Reject Ana's offer?",
              description: "They are told it was declined.",
              confirmLabel: "Reject offer",
              tone: "danger",
            });
            setAnswer(yes ? "Confirmed" : "Cancelled");
          }}
        >
          Ask with useConfirm
        </Button>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Controlled ConfirmDialog
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Publish this post?"
          description="It appears on the newsroom at once."
          confirmLabel="Publish"
          onConfirm={() => setAnswer("Published")}
        />
        <ConfirmDialog
          trigger={<Button variant="secondary">Void with a reason</Button>}
          title="Void this expense?"
          description="Its charge to the owner is reversed; the expense stays listed as voided."
          confirmLabel="Void expense"
          tone="danger"
          // An action that returns a promise keeps the dialog open and its button busy until it settles.
          onConfirm={() =>
            new Promise<boolean>((resolve) =>
              setTimeout(() => {
                setAnswer(`Voided${reason ? `: ${reason}` : ""}`);
                resolve(true);
              }, 600),
            )
          }
        >
          <Field
            label="Reason (optional)"
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
      </div>
      {dialog}
      {answer && (
        <p role="status" className="text-sm text-muted">
          Last answer: {answer}
        </p>
      )}
    </Section>
  );
}

function Popups() {
  return (
    <Section title="DropdownMenu, Popover, Tooltip">
      <div className="flex flex-wrap items-center gap-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary">Actions</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Booking</DropdownMenuLabel>
            <DropdownMenuItem>Open</DropdownMenuItem>
            <DropdownMenuItem>Send receipt</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-red-700">Cancel booking</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="secondary">Filters</Button>
          </PopoverTrigger>
          <PopoverContent className="w-64 space-y-3">
            <Field label="City" name="city" />
            <Button size="sm">Apply</Button>
          </PopoverContent>
        </Popover>
        <Tooltip content="Prices include taxes and the service fee.">
          <button type="button" aria-label="About prices" className="rounded-full p-1 text-muted hover:text-ink">
            <Info aria-hidden="true" className="h-5 w-5" />
          </button>
        </Tooltip>
      </div>
    </Section>
  );
}

function ToastExample() {
  const toast = useToast();
  return (
    <Section title="Toast">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => toast({ title: "Saved", description: "The rate applies from tomorrow.", tone: "success" })}
        >
          Show a success
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast({ title: "Could not save", description: "Try again in a moment.", tone: "error" })}
        >
          Show an error
        </Button>
      </div>
    </Section>
  );
}

function EmptyAndLoadingStates() {
  return (
    <Section title="EmptyState, Skeleton and ProgressBar">
      <EmptyState
        icon={<Inbox className="h-5 w-5" />}
        title="No bookings yet"
        description="Bookings appear here as soon as a guest pays."
        action={<Button size="sm">Share your listing</Button>}
      />
      <EmptyState title="No properties match these filters." action={{ href: "/dev/ui", label: "Show all" }} />
      <Card>
        <h3 className="mb-2 text-sm font-semibold">History</h3>
        <EmptyState size="inline" title="No changes yet." description="Each edit is listed here with who made it." />
      </Card>
      <div role="status" aria-busy="true" aria-label="Loading example" className="space-y-2">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="space-y-2">
        <ProgressBar label="Settlements of October 2026" value={3} max={12} valueText="3 of 12 suppliers" />
        <ProgressBar label="Sync of Airbnb" value={null} />
      </div>
    </Section>
  );
}
